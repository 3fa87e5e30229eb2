import { describe, expect, it } from 'vitest';
import {
  disruptionBanner,
  maintenanceGate,
  nextStatus,
  NO_MAINTENANCE,
  type MaintenanceStatus,
} from './maintenance.ts';

const down: MaintenanceStatus = { maintenance: { fi: 'Huoltokatko', en: 'Maintenance' }, serviceDisruption: null };
const disrupted: MaintenanceStatus = { maintenance: null, serviceDisruption: { et: 'Häire', en: 'Disruption' } };

describe('maintenanceGate', () => {
  it.each([
    [NO_MAINTENANCE, 'fi', { gate: false }],
    [disrupted, 'fi', { gate: false }],
    [down, 'fi', { gate: true, message: 'Huoltokatko' }],
    [down, 'en', { gate: true, message: 'Maintenance' }],
    [down, 'et', { gate: true, message: 'Maintenance' }],
    [{ maintenance: {}, serviceDisruption: null }, 'fi', { gate: true }],
  ] as const)('%j in %s -> %j', (status, locale, gate) => {
    expect(maintenanceGate(status, locale)).toEqual(gate);
  });
});

describe('disruptionBanner', () => {
  it.each([
    [NO_MAINTENANCE, 'fi', undefined],
    [down, 'fi', undefined],
    [disrupted, 'et', 'Häire'],
    [disrupted, 'fi', 'Disruption'],
    [{ maintenance: null, serviceDisruption: { fi: 'Häiriö' } }, 'en', undefined],
  ] as const)('%j in %s -> %j', (status, locale, message) => {
    expect(disruptionBanner(status, locale)).toBe(message);
  });
});

describe('nextStatus', () => {
  it.each([
    ['a failed check keeps the last status', down, { ok: false, error: new Error('offline') }, down],
    ['an answer replaces it', down, { ok: true, status: disrupted }, disrupted],
    ['an empty answer means no maintenance', down, { ok: true, status: null }, NO_MAINTENANCE],
    ['missing parts are not in force', disrupted, { ok: true, status: { maintenance: down.maintenance } }, down],
  ] as const)('%s', (_case, prev, check, next) => {
    expect(nextStatus(prev, check)).toEqual(next);
  });
});
