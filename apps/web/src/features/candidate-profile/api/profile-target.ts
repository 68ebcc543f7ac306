import { createContext, useContext } from 'react';

/**
 * Whose profile the section forms write: the signed-in candidate's own (null), or a candidate the
 * recruiter's organisation added and may still complete (issue 29). The same forms serve both.
 */
export const ProfileTarget = createContext<number | null>(null);
export const useProfileTarget = () => useContext(ProfileTarget);
