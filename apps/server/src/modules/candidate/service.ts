import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import type { Db } from '../../db/client';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { ensureCandidateProfile } from '../candidate-profile/repository';
import { insertUser } from '../user/repository';
import { issueSession } from '../user/service';

export function createCandidateService(deps: { db: Db; tokens: Pick<TokenService, 'sign'> }) {
  return {
    /** Candidates need no activation: registration signs them in at once. */
    async register(input: CandidateRegister): Promise<LoginResponse> {
      assertPasswordNotCommon(input.password);
      const passwordHash = await hashPassword(input.password);
      // The user and their (empty) profile exist together or not at all.
      const user = await deps.db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          email: input.email,
          passwordHash,
          role: 'candidate',
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
        });
        await ensureCandidateProfile(tx, row.id);
        return row;
      });
      return issueSession(deps.tokens, user);
    },
  };
}
