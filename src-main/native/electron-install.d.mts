export declare function electronBindingPath(projectRoot: string): string;
export declare function installedElectronBinary(projectRoot: string): string | null;
