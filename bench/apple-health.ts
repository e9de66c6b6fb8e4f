/**
 * Apple Health import (issue 11): a generated export.xml of about 200 MB (many Record elements the
 * parser must pass over, a few thousand Workouts among them) streamed through the import's own
 * reader (saxes) and mapping, as the upload route does. Reports throughput and peak RSS: the
 * file is never held whole, so memory must stay flat whatever the size.
 */
import { Readable } from 'node:stream';
import { mapAppleWorkout } from '@life/domain/imports/apple-health/workouts';
import { appleWorkoutElements } from '@life/infra/imports/apple-health/parse-export';
import { log, round, type BenchModule } from './types';

const TARGET_BYTES = Number(process.env.BENCH_APPLE_HEALTH_MB ?? 200) * 1024 * 1024;
const WORKOUTS = 3000;
const CHUNK_BYTES = 64 * 1024;

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
]>
<HealthData locale="en_US">
 <ExportDate value="2024-03-10 20:00:00 +0100"/>
`;

function stamp(index: number): string {
  const day = new Date(Date.UTC(2015, 0, 1) + index * 60_000);
  return `${day.toISOString().slice(0, 10)} ${day.toISOString().slice(11, 19)} +0100`;
}

function record(index: number): string {
  const at = stamp(index);
  return ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Ana’s Apple Watch" sourceVersion="10.3" device="&lt;&lt;HKDevice: 0x283c0c2d0&gt;, name:Apple Watch&gt;" unit="count/min" creationDate="${at}" startDate="${at}" endDate="${at}" value="${60 + (index % 90)}">\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n </Record>\n`;
}

function workout(index: number): string {
  const at = stamp(index);
  const types = ['Running', 'TraditionalStrengthTraining', 'Yoga', 'HighIntensityIntervalTraining', 'Cycling'];
  const type = types[index % types.length]!;
  return index % 2 === 0
    ? ` <Workout workoutActivityType="HKWorkoutActivityType${type}" duration="32.5" durationUnit="min" totalEnergyBurned="301.6" totalEnergyBurnedUnit="kcal" sourceName="Ana’s Apple Watch" creationDate="${at}" startDate="${at}" endDate="${at}">\n  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n </Workout>\n`
    : ` <Workout workoutActivityType="HKWorkoutActivityType${type}" duration="1380" durationUnit="s" sourceName="Ana’s Apple Watch" creationDate="${at}" startDate="${at}" endDate="${at}">\n  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${at}" endDate="${at}" sum="1064.4" unit="kJ"/>\n </Workout>\n`;
}

/** The export, generated chunk by chunk (never whole in memory). */
function* generatedExport(): Generator<Buffer> {
  const recordBytes = Buffer.byteLength(record(0));
  const records = Math.ceil(TARGET_BYTES / recordBytes);
  const every = Math.floor(records / WORKOUTS);
  let pending = HEADER;
  for (let index = 0; index < records; index++) {
    pending += record(index);
    if (index % every === every - 1) pending += workout(index);
    if (pending.length >= CHUNK_BYTES) {
      yield Buffer.from(pending);
      pending = '';
    }
  }
  yield Buffer.from(`${pending}</HealthData>\n`);
}

export const appleHealthBench: BenchModule = {
  name: 'apple-health',
  async run() {
    let bytes = 0;
    let peakRss = process.memoryUsage().rss;
    const startRss = peakRss;
    const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    const counted = Readable.from(
      (function* () {
        for (const chunk of generatedExport()) {
          bytes += chunk.length;
          yield chunk;
        }
      })(),
    );
    const started = performance.now();
    let workouts = 0;
    let mapped = 0;
    for await (const element of appleWorkoutElements(counted)) {
      workouts += 1;
      if (mapAppleWorkout(element).ok) mapped += 1;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const mb = bytes / (1024 * 1024);
    log(`apple-health: ${round(mb)} MB, ${workouts} workouts in ${round(seconds, 2)} s`);
    return {
      fileMb: round(mb),
      workouts,
      mapped,
      seconds: round(seconds, 2),
      mbPerSecond: round(mb / seconds),
      peakRssMb: round(peakRss / (1024 * 1024)),
      rssGrowthMb: round((peakRss - startRss) / (1024 * 1024)),
    };
  },
};
