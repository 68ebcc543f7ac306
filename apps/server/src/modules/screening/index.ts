/** What other modules and the app may use of the screening module (issue 28, item 1). */

export { checkAnswers } from './answers';
export { screeningCsvColumns } from './csv';
export { answerText, knockoutText } from './format';
export { AUTO_DECLINE_NOTE, screeningDeclinedMail } from './mail';
export { ownerQuestions, publicQuestions, storedQuestions } from './questions';
export { screeningsOf } from './repository';
export { screeningRoutes } from './routes';
export { recordScreening } from './service';
