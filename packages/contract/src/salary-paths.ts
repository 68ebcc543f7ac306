/**
 * The public salary pages' URLs (no schema here: the browser imports this at run time).
 * /salaries, /salaries/{designation}, /salaries/{designation}/{place}: master-data slugs, the place
 * an emirate of the UAE (dubai) or a country outside it (saudi-arabia).
 */
export const SALARIES_PATH = '/salaries';
export const salaryHref = (designation?: string, place?: string | null) =>
  designation ? `${SALARIES_PATH}/${designation}${place ? `/${place}` : ''}` : SALARIES_PATH;
