#!/usr/bin/env node
// Report budget (docs/performance.md, Report PDF): an inspection report with 20 photos renders in under 1 s. Photos are
// JPEGs of a phone photo's size after the browser's compression (1600 x 1200), made with the
// canvas package that the PDF test parser brings; without it, PNGs. Prints the median and worst
// of 5 renders (after one warm-up that loads the fonts). Not a test: run `node bench/report-pdf.mjs`.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const BUDGET_MS = 1000;
const RUNS = 5;
const PHOTOS = 20;

const { renderInspectionReportPdf } = await tsImport('../src/server/services/pdf/inspection-report.ts', import.meta.url);

async function samplePhotos() {
  try {
    const { createCanvas } = await import('@napi-rs/canvas');
    return Array.from({ length: PHOTOS }, (_, index) => {
      const canvas = createCanvas(1600, 1200);
      const context = canvas.getContext('2d');
      const gradient = context.createLinearGradient(0, 0, 1600, 1200);
      gradient.addColorStop(0, `hsl(${index * 18}, 60%, 55%)`);
      gradient.addColorStop(1, `hsl(${index * 18 + 120}, 50%, 35%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1600, 1200);
      for (let line = 0; line < 400; line += 1) {
        context.strokeStyle = `rgba(255,255,255,${(line % 7) / 10})`;
        context.beginPath();
        context.moveTo((line * 37) % 1600, 0);
        context.lineTo((line * 91) % 1600, 1200);
        context.stroke();
      }
      return { caption: `photo-${index + 1}.jpg`, bytes: canvas.toBuffer('image/jpeg', 80), format: 'JPEG' };
    });
  } catch {
    const { samplePng } = await tsImport('../tests/support/sample-images.ts', import.meta.url);
    return Array.from({ length: PHOTOS }, (_, index) => ({ caption: `photo-${index + 1}.png`, bytes: samplePng(800, 600, index), format: 'PNG' }));
  }
}

const photos = await samplePhotos();
const input = {
  provider: { name: 'PaintQA Services', address: '1200 West Georgia Street, Vancouver, BC', phone: '16045550142', email: 'info@paintqa.example' },
  project: { code: 'BC-26-0142', name: 'Seawall Library', address: '1 Seawall Walk', city: 'Vancouver', region: 'BC', clientCompany: 'Harbourview Strata' },
  inspection: {
    stage: 'finish_coat',
    scheduledAt: new Date(),
    performedAt: new Date(),
    inspectorName: 'Iris Inspector',
    result: 'pass_with_deficiencies',
    airTemperatureC: 18,
    surfaceTemperatureC: 16,
    relativeHumidity: 55,
    dewPointC: 9,
    notes: 'Finish coat inspected on all elevations.',
  },
  deficiencies: Array.from({ length: 8 }, (_, index) => ({
    number: index + 1,
    location: `Level ${index + 1} corridor`,
    description: 'Cut line uneven at the ceiling',
    category: 'workmanship',
    severity: 'minor',
    status: 'open',
    dueDate: '2026-12-01',
    responsibleCompany: 'Brushworks Painting',
  })),
  photos: photos.map(({ caption, bytes }) => ({ caption, bytes })),
  version: 1,
};

// With the drawn default mark, then with a logo file's bytes (a 600 x 200 PNG, as providerFromConfig
// passes them: read once per process).
const { samplePng } = await tsImport('../tests/support/sample-images.ts', import.meta.url);
const variants = [
  ['default logo', input],
  ['PNG logo', { ...input, provider: { ...input.provider, logo: samplePng(600, 200, 7) } }],
];
const photoMb = photos.reduce((sum, photo) => sum + photo.bytes.length, 0) / 1024 / 1024;
let over = false;
for (const [label, variant] of variants) {
  await renderInspectionReportPdf(variant);
  const times = [];
  let size = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    size = (await renderInspectionReportPdf(variant)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  const worst = times[RUNS - 1];
  over ||= worst >= BUDGET_MS;
  console.log(`inspection report, ${label}, ${PHOTOS} ${photos[0].format} photos (${photoMb.toFixed(1)} MB), ${(size / 1024 / 1024).toFixed(1)} MB PDF`);
  console.log(`render: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (budget ${BUDGET_MS} ms) ${worst < BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
}
process.exitCode = over ? 1 : 0;
