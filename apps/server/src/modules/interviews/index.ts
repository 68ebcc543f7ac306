/** What other modules and the app may use of the interviews module. */

export { createInterviewReminderTask, runReminderPass } from './reminders';
export { interviewRoutes } from './routes';
