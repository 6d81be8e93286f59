import { describe, expect, it } from 'vitest';
import { ballotPath, resultsPath } from './election-links';

describe('the booth and results links', () => {
  it('name the election in the address, escaped', () => {
    expect(ballotPath('ev 1')).toBe('/voting/ev%201');
    expect(resultsPath('ev-1')).toBe('/hasil/ev-1');
  });
});
