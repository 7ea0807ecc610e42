// The simulated clock: simulated time = base + (real elapsed since the last re-basing) * speed.
// Setting, advancing or changing the speed re-bases it, so the clock never jumps on a speed change.

export interface ClockSnapshot {
  now: string;
  speed: number;
  anchor: string;
}

export class SimClock {
  private baseSim: number;
  private baseReal: number;
  private speedFactor: number;
  private frozen: boolean;
  readonly anchor: number;
  private readonly realNow: () => number;

  constructor(options: { start: number; speed: number; anchor?: number; frozen?: boolean; realNow?: () => number }) {
    this.realNow = options.realNow ?? Date.now;
    this.baseSim = options.start;
    this.baseReal = this.realNow();
    this.speedFactor = options.speed;
    this.frozen = options.frozen ?? false;
    this.anchor = options.anchor ?? options.start;
  }

  now(): number {
    if (this.frozen) return this.baseSim;
    return Math.floor(this.baseSim + (this.realNow() - this.baseReal) * this.speedFactor);
  }

  get speed(): number {
    return this.frozen ? 0 : this.speedFactor;
  }

  set(ms: number): void {
    this.baseSim = ms;
    this.baseReal = this.realNow();
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  setSpeed(speed: number): void {
    const current = this.now();
    this.frozen = speed === 0;
    if (speed !== 0) this.speedFactor = speed;
    this.set(current);
  }

  snapshot(): ClockSnapshot {
    return { now: new Date(this.now()).toISOString(), speed: this.speed, anchor: new Date(this.anchor).toISOString() };
  }
}
