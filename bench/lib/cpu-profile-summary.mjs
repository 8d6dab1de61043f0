// @ts-check
// Turns the V8 CPU profiles a bench wrote (BENCH_CPU_PROFILE=1) into the top frames by self time and the share of
// each package, as markdown for bench/results/profiles/ (issue 18: decide from the profile, keep the top frames
// before and after a change).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} CallFrame
 * @property {string} functionName
 * @property {string} url
 * @property {number} lineNumber
 * @property {number} columnNumber
 */
/**
 * @typedef {object} ProfileNode
 * @property {number} id
 * @property {CallFrame} callFrame
 */
/**
 * @typedef {object} CpuProfile
 * @property {ProfileNode[]} nodes
 * @property {number} startTime microseconds
 * @property {number} endTime microseconds
 * @property {number[]} samples node id of each sample
 * @property {number[]} timeDeltas microseconds before each sample
 */

/** Pseudo-frames V8 reports that are not JavaScript functions. */
const IDLE = '(idle)';

/**
 * Which package a frame belongs to: a node_modules package, Node's own code, our code (by app or lib), or V8.
 * @param {CallFrame} frame
 */
export function areaOf(frame) {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const dist = url.match(/\/dist\/((?:apps|libs)\/[^/]+)/);
  return dist ? `eventdesk ${dist[1]}` : url.replace(/^file:\/\//, '');
}

/**
 * Self time per frame and per area, in ms, over the whole profile.
 * @param {CpuProfile} profile
 */
export function selfTimes(profile) {
  /** @type {Map<number, ProfileNode>} */
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, { frame: CallFrame, ms: number }>} */
  const frames = new Map();
  /** @type {Map<string, number>} */
  const areas = new Map();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === IDLE) return;
    busyMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName}|${url}|${lineNumber}`;
    const entry = frames.get(key) ?? { frame: node.callFrame, ms: 0 };
    entry.ms += ms;
    frames.set(key, entry);
    const area = areaOf(node.callFrame);
    areas.set(area, (areas.get(area) ?? 0) + ms);
  });
  return {
    busyMs,
    wallMs: (profile.endTime - profile.startTime) / 1000,
    frames: [...frames.values()].sort((a, b) => b.ms - a.ms),
    areas: [...areas].map(([area, ms]) => ({ area, ms })).sort((a, b) => b.ms - a.ms),
  };
}

/** @param {CallFrame} frame */
function where(frame) {
  const file = frame.url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/dist\//, 'dist/');
  return file ? `${file}:${frame.lineNumber + 1}` : '';
}

/**
 * Markdown for every `<label>.cpuprofile` in `dir`: per process its busy CPU, the top areas and the top frames.
 * @param {string} dir
 * @param {{ top?: number, title: string }} options
 */
export function summarizeProfiles(dir, { top = 20, title }) {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .sort();
  const lines = [`# CPU profiles: ${title}`, ''];
  for (const file of files) {
    /** @type {CpuProfile} */
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const { busyMs, wallMs, frames, areas } = selfTimes(profile);
    const share = (/** @type {number} */ ms) => `${((100 * ms) / (busyMs || 1)).toFixed(1)} %`;
    lines.push(
      `## ${file.replace(/\.cpuprofile$/, '')}`,
      '',
      `Busy ${(busyMs / 1000).toFixed(2)} s of ${(wallMs / 1000).toFixed(1)} s profiled (the whole process life, start-up included).`,
      '',
      '| area | self ms | share |',
      '|---|--:|--:|',
      ...areas.slice(0, 12).map(({ area, ms }) => `| ${area} | ${ms.toFixed(0)} | ${share(ms)} |`),
      '',
      '| function | where | self ms | share |',
      '|---|---|--:|--:|',
      ...frames
        .slice(0, top)
        .map(
          ({ frame, ms }) =>
            `| ${frame.functionName || '(anonymous)'} | ${where(frame)} | ${ms.toFixed(0)} | ${share(ms)} |`,
        ),
      '',
    );
  }
  return lines.join('\n');
}
