// The risk-free rate Sharpe ratios are computed with, set in SET (an annual rate, 0.03 = 3 %).
import { z } from 'zod';
import type { SettingsStore } from '../store/settings';

const KEY = 'funds.riskFreeRate';
const riskFreeRateSchema = z.number().min(-0.1).max(1);

export function readRiskFreeRate(settings: SettingsStore): number {
  return settings.get(KEY, riskFreeRateSchema, 0);
}

export function writeRiskFreeRate(settings: SettingsStore, rate: number): void {
  settings.set(KEY, riskFreeRateSchema.parse(rate));
}
