import { copyFile, writeFile } from 'node:fs/promises';
import { INTER_LICENSE_PATH, INTER_PACKAGE_LICENSE_PATH, INTER_SUBSET_PATH, interSubset } from './fonts/inter-subset';

const font = await interSubset();
await writeFile(INTER_SUBSET_PATH, font);
await copyFile(INTER_PACKAGE_LICENSE_PATH, INTER_LICENSE_PATH);
console.log(
  `Font written to ${INTER_SUBSET_PATH} (${(font.length / 1024).toFixed(1)} KB), its licence to ${INTER_LICENSE_PATH}`,
);
