import { assetsRoute } from '../assets-route';

type Context = { params: Promise<{ id: string }> };

/** `GET /api/content/manage/assets/{id}` (with where it is used), `PUT` (alt, title, focus), `DELETE`. */
export const GET = async (request: Request, { params }: Context) => assetsRoute(request, (await params).id);
export const PUT = async (request: Request, { params }: Context) => assetsRoute(request, (await params).id);
export const DELETE = async (request: Request, { params }: Context) => assetsRoute(request, (await params).id);
