/**
 * A small Prometheus registry: counters and histograms with labels, gauges read at scrape time,
 * and the text exposition format (version 0.0.4). Label values come from bounded sets (route
 * templates, transports, codes, rule-set ids), never from raw request data.
 */

type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (names: readonly string[], values: readonly string[], extra = '') => {
  const parts = names.map((name, i) => `${name}="${escapeLabel(values[i]!)}"`);
  if (extra) parts.push(extra);
  return parts.length > 0 ? `{${parts.join(',')}}` : '';
};
const numberText = (n: number) =>
  Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';

interface Metric {
  render(): string;
}

/** A monotonically increasing count per label combination. */
export class Counter<L extends string = never> implements Metric {
  private readonly values = new Map<string, { labels: string[]; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[] = [],
  ) {}

  inc(labels: Record<L, string> = {} as Record<L, string>, by = 1): void {
    const values = this.labelNames.map((n) => (labels as Labels)[n] ?? '');
    const key = values.join('\u0000');
    const entry = this.values.get(key);
    if (entry) entry.value += by;
    else this.values.set(key, { labels: values, value: by });
  }

  /** The current value for a label combination (0 when never counted). */
  get(labels: Record<L, string> = {} as Record<L, string>): number {
    return (
      this.values.get(this.labelNames.map((n) => (labels as Labels)[n] ?? '').join('\u0000'))
        ?.value ?? 0
    );
  }

  render(): string {
    let out = `# HELP ${this.name} ${this.help}\n# TYPE ${this.name} counter\n`;
    for (const { labels, value } of this.values.values())
      out += `${this.name}${labelText(this.labelNames, labels)} ${numberText(value)}\n`;
    return out;
  }
}

/** Observations counted into cumulative buckets, with their sum and count, per label combination. */
export class Histogram<L extends string = never> implements Metric {
  private readonly series = new Map<
    string,
    { labels: string[]; buckets: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[],
    readonly bounds: readonly number[],
  ) {}

  observe(labels: Record<L, string>, value: number): void {
    const values = this.labelNames.map((n) => (labels as Labels)[n] ?? '');
    const key = values.join('\u0000');
    let entry = this.series.get(key);
    if (!entry)
      this.series.set(
        key,
        (entry = { labels: values, buckets: this.bounds.map(() => 0), sum: 0, count: 0 }),
      );
    // Counted into the first bucket that holds it; exposition makes them cumulative.
    const index = this.bounds.findIndex((bound) => value <= bound);
    if (index >= 0) entry.buckets[index]!++;
    entry.sum += value;
    entry.count++;
  }

  /** How many observations a label combination has. */
  count(labels: Record<L, string>): number {
    return (
      this.series.get(this.labelNames.map((n) => (labels as Labels)[n] ?? '').join('\u0000'))
        ?.count ?? 0
    );
  }

  render(): string {
    let out = `# HELP ${this.name} ${this.help}\n# TYPE ${this.name} histogram\n`;
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += buckets[i]!;
        out += `${this.name}_bucket${labelText(this.labelNames, labels, `le="${numberText(bound)}"`)} ${cumulative}\n`;
      });
      out += `${this.name}_bucket${labelText(this.labelNames, labels, 'le="+Inf"')} ${count}\n`;
      out += `${this.name}_sum${labelText(this.labelNames, labels)} ${numberText(sum)}\n`;
      out += `${this.name}_count${labelText(this.labelNames, labels)} ${count}\n`;
    }
    return out;
  }
}

/** A value read when scraped (a queue depth, a count kept elsewhere). */
export class Sampled implements Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'gauge' | 'counter',
    readonly read: () => number,
  ) {}

  render(): string {
    return `# HELP ${this.name} ${this.help}\n# TYPE ${this.name} ${this.type}\n${this.name} ${numberText(this.read())}\n`;
  }
}

/** The metrics of one service instance, in registration order. */
export class Registry {
  private readonly metrics: Metric[] = [];

  register<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }

  /** The Prometheus text exposition of every metric. */
  render(): string {
    return this.metrics.map((m) => m.render()).join('');
  }
}

/** The content type of the text exposition. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
