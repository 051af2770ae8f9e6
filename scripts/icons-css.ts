import { writeFile } from 'node:fs/promises';
import { ICON_STYLESHEET_PATH, iconStylesheet } from '@/site/ui/icon-shapes';

await writeFile(ICON_STYLESHEET_PATH, iconStylesheet());
console.log(`Icons written to ${ICON_STYLESHEET_PATH}`);
