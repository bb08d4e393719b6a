/**
 * Where a Lighthouse run's Total Blocking Time comes from, task by task.
 *
 * With simulated throttling, Lighthouse (Lantern) times each main-thread task by its observed
 * wall-clock duration × the CPU slowdown (layout tasks × half of it), places the tasks in a
 * simulated page load, and counts what each lasts beyond 50 ms between its first contentful paint
 * and its time to interactive. `blockingTasks` reruns Lighthouse's own simulation on a run's
 * artifacts and reports each counted task's share with what the trace says about it: its wall
 * time and the main thread's CPU time inside it. A task whose wall time is far above its CPU time
 * waited for a core while it ran; on a small or busy machine that wait, not the page's work, is
 * what the simulation multiplies.
 */
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

export type BlockingTask = {
  /** The longest trace event inside the task, such as DocumentLoader::CommitNavigation or Layout. */
  name: string;
  /** Its share of the run's TBT in ms (Lighthouse's optimistic and pessimistic estimates, averaged). */
  blockingMs: number;
  /** The task's observed wall-clock duration, before any slowdown. */
  wallMs: number;
  /** The main thread's CPU time in the task. */
  cpuMs: number;
};

/** One task as one simulation placed it (ms of simulated time), with what the trace observed. */
export type SimulatedTask = { key: object; start: number; end: number; name: string; wallMs: number; cpuMs: number };

/** One of Lantern's two TBT estimates: its simulated tasks, its window and its weight in the result. */
export type Estimate = { tasks: readonly SimulatedTask[]; fcp: number; tti: number; weight: number };

/** Lighthouse's blocking threshold: what a task lasts beyond it between FCP and TTI counts. */
export const blockingThresholdMs = 50;

/** What a task [start, end] adds to TBT in the window [fcp, tti]: Lantern's clipping rule. */
export function blockingOf(start: number, end: number, fcp: number, tti: number): number {
  if (end < fcp || start > tti) return 0;
  const clipped = Math.min(end, tti) - Math.max(start, fcp);
  return end - start >= blockingThresholdMs && clipped >= blockingThresholdMs ? clipped - blockingThresholdMs : 0;
}

/** Each task's weighted share of TBT over the estimates, largest first, tasks that add nothing left out. */
export function attribute(estimates: readonly Estimate[]): BlockingTask[] {
  const shares = new Map<object, BlockingTask>();
  for (const { tasks, fcp, tti, weight } of estimates) {
    for (const task of tasks) {
      const ms = weight * blockingOf(task.start, task.end, fcp, tti);
      if (ms <= 0) continue;
      const share = shares.get(task.key) ?? { name: task.name, blockingMs: 0, wallMs: task.wallMs, cpuMs: task.cpuMs };
      share.blockingMs += ms;
      shares.set(task.key, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.blockingMs - a.blockingMs);
}

/** "96 ms DocumentLoader::CommitNavigation (wall 45.8 ms, CPU 13.6 ms); …", the largest first. */
export function describeBlocking(tasks: readonly BlockingTask[] | undefined, limit = 4): string {
  if (tasks === undefined) return "no breakdown (it did not add up to Lighthouse's figure)";
  if (tasks.length === 0) return "no task counted";
  const shown = tasks
    .slice(0, limit)
    .map((task) => `${Math.round(task.blockingMs)} ms ${task.name} (wall ${task.wallMs.toFixed(1)} ms, CPU ${task.cpuMs.toFixed(1)} ms)`);
  const rest = tasks.slice(limit).reduce((sum, task) => sum + task.blockingMs, 0);
  return [...shown, ...(tasks.length > limit ? [`${Math.round(rest)} ms in ${tasks.length - limit} more`] : [])].join("; ");
}

// What this module reads of Lighthouse's artifacts and of its simulation's results.
type TraceEvent = { name: string; dur?: number; tdur?: number };
type CpuNode = { type: string; event: TraceEvent; childEvents: readonly TraceEvent[] };
type Timing = { startTime: number; endTime: number };
type Simulation = { timeInMs: number; nodeTimings: Map<CpuNode | { type: string }, Timing> };
type MetricResult = { optimisticEstimate: Simulation; pessimisticEstimate: Simulation };

/** The name of the longest event inside a task, the task's own name when it has none. */
function taskName(node: CpuNode): string {
  let longest: TraceEvent | undefined;
  for (const child of node.childEvents) if ((child.dur ?? 0) > (longest?.dur ?? 0)) longest = child;
  return (longest ?? node.event).name;
}

function simulatedTasks(simulation: Simulation): SimulatedTask[] {
  const tasks: SimulatedTask[] = [];
  for (const [node, timing] of simulation.nodeTimings) {
    if (node.type !== "cpu") continue;
    const cpu = node as CpuNode;
    tasks.push({
      key: cpu,
      start: timing.startTime,
      end: timing.endTime,
      name: taskName(cpu),
      wallMs: (cpu.event.dur ?? 0) / 1000,
      cpuMs: (cpu.event.tdur ?? 0) / 1000,
    });
  }
  return tasks;
}

/**
 * The tasks that make up a navigation's TBT, from the artifacts of a Lighthouse run and the
 * settings it ran with (`result.artifacts`, `result.lhr.configSettings`).
 */
export async function blockingTasks(artifacts: Record<string, unknown>, settings: unknown): Promise<BlockingTask[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  // The same computed artifacts Lighthouse's TBT audit requests, so the same simulation.
  type Requestable = { request(data: unknown, context: unknown): Promise<MetricResult> };
  const request = (metric: unknown) => (metric as Requestable).request(data, context);
  const [fcp, interactive, tbt] = await Promise.all([
    request(LanternFirstContentfulPaint),
    request(LanternInteractive),
    request(LanternTotalBlockingTime),
  ]);
  // Lantern's TBT is ½ optimistic + ½ pessimistic. The optimistic estimate counts from the
  // pessimistic FCP to the optimistic TTI, and the other way round (the smaller window each time).
  return attribute([
    {
      tasks: simulatedTasks(tbt.optimisticEstimate),
      fcp: fcp.pessimisticEstimate.timeInMs,
      tti: interactive.optimisticEstimate.timeInMs,
      weight: 0.5,
    },
    {
      tasks: simulatedTasks(tbt.pessimisticEstimate),
      fcp: fcp.optimisticEstimate.timeInMs,
      tti: interactive.pessimisticEstimate.timeInMs,
      weight: 0.5,
    },
  ]);
}
