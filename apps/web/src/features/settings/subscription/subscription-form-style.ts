// Shared by the footer's subscription form and its stand-in, which must look the same (no shift).
export const SUBSCRIBE_INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-full sm:w-auto sm:flex-1 border border-slate-600 bg-slate-800 px-4 text-sm text-white placeholder:text-slate-400 focus:border-primary focus:outline-none';
export const SUBSCRIBE_BUTTON_CLASS =
  'h-11 shrink-0 rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-70';
