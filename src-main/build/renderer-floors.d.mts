import type { Rule } from 'eslint';

export declare function floorViolation(srcDir: string, importer: string, target: string): string | null;
export declare const rendererFloorsRule: Rule.RuleModule;
