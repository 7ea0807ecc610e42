// Work due at a simulated instant (tracking request outcomes, document processing). It runs on tick(), so
// tests drive it by advancing the clock instead of sleeping.

interface Job {
  at: number;
  seq: number;
  run: (dueAt: number) => void;
}

export class SimScheduler {
  private jobs: Job[] = [];
  private seq = 0;

  at(simTime: number, run: (dueAt: number) => void): void {
    this.jobs.push({ at: simTime, seq: (this.seq += 1), run });
  }

  /** Runs every job due at or before `now`, oldest first, including jobs they schedule that are also due. */
  runDue(now: number): number {
    let ran = 0;
    for (;;) {
      const due = this.jobs.filter((j) => j.at <= now).sort((a, b) => a.at - b.at || a.seq - b.seq);
      if (due.length === 0) return ran;
      this.jobs = this.jobs.filter((j) => j.at > now);
      for (const job of due) {
        job.run(job.at);
        ran += 1;
      }
    }
  }

  get pending(): number {
    return this.jobs.length;
  }

  clear(): void {
    this.jobs = [];
  }
}
