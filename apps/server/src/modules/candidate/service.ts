import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import type { Db } from '../../db/client';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { insertUser } from '../user/repository';
import { issueSession } from '../user/service';

export function createCandidateService(deps: { db: Db; tokens: Pick<TokenService, 'sign'> }) {
  return {
    /** Candidates need no activation: registration signs them in at once. */
    async register(input: CandidateRegister): Promise<LoginResponse> {
      assertPasswordNotCommon(input.password);
      const user = await insertUser(deps.db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'candidate',
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
      });
      return issueSession(deps.tokens, user);
    },
  };
}
