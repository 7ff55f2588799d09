// Names the installers and the fuses hook agree on.
export const PRODUCT_NAME = 'Market Terminal';
export const APP_ID = 'com.market-terminal.desktop';
/** The Linux executable (and deb package) name; Windows and macOS use the product name. */
export const LINUX_EXECUTABLE = 'market-terminal';
