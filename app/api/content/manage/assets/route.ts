import { assetsRoute } from './assets-route';

/** `GET /api/content/manage/assets` (list, `?search=`), `POST` (upload, multipart field `file`). */
export const GET = (request: Request) => assetsRoute(request, null);
export const POST = (request: Request) => assetsRoute(request, null);
