/** A control-API change the world cannot take (answered 400 with its message). */
export class ControlError extends Error {}
