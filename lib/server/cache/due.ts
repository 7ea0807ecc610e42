/**
 * The instant written to reevaluate_at or clock_pass_at to make a box due whatever the workspace clock says (its
 * inputs changed where no evaluation ran, or its data changed under the clock pass): the epoch, as the column
 * default of clock_pass_at is.
 */
export const DUE_NOW = new Date(0);
