import { describe, expect, it } from 'vitest';
import { alertFilters, alertQuery } from '@/services/stock-alerts/alert-filters';
import { alertLinkPath, alertToken, isAlertToken, oneClickUnsubscribePath } from '@/services/stock-alerts/alert-link';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ID = '3f2b8c1e-9d4a-4e7b-8c2f-1a2b3c4d5e6f';

describe('stock alert links', () => {
  it('are signed for one alert and one purpose', () => {
    const token = alertToken(ID, 'desabonner', SECRET);
    expect(isAlertToken(token, ID, 'desabonner', SECRET)).toBe(true);
    expect(isAlertToken(token, ID, 'confirmer', SECRET)).toBe(false);
    expect(isAlertToken(token, ID.replace('3f', '4f'), 'desabonner', SECRET)).toBe(false);
    expect(isAlertToken(token, ID, 'desabonner', `${SECRET}x`)).toBe(false);
    expect(isAlertToken(`${token.slice(0, -1)}A`, ID, 'desabonner', SECRET)).toBe(token.endsWith('A'));
  });

  it('refuse what is not an alert id or a token', () => {
    expect(isAlertToken(alertToken('1', 'voir', SECRET), '1', 'voir', SECRET)).toBe(false);
    expect(isAlertToken('', ID, 'voir', SECRET)).toBe(false);
  });

  it('point at the pages and the one-click route', () => {
    expect(alertLinkPath(ID, 'confirmer', SECRET)).toBe(
      `/alertes/${ID}/confirmer?jeton=${alertToken(ID, 'confirmer', SECRET)}`,
    );
    expect(alertLinkPath(ID, 'voir', SECRET)).toMatch(new RegExp(`^/api/alertes/${ID}/voir\\?jeton=[\\w-]{43}$`));
    expect(oneClickUnsubscribePath(ID, SECRET)).toBe(
      `/api/alertes/${ID}/desabonner?jeton=${alertToken(ID, 'desabonner', SECRET)}`,
    );
  });
});

describe('an alert’s saved search', () => {
  it('keeps the filters as /stock writes them, without sort, page or unknown values', () => {
    expect(alertFilters(new URLSearchParams('page=4&fuel=electric,diesel,steam&brand=KIA&sort=year_desc&utm=x'))).toBe(
      'brand=kia&fuel=electric,diesel',
    );
    expect(alertFilters({ price_max: '30000', price_min: '40000' })).toBe('price_min=30000&price_max=40000');
    expect(alertFilters({ page: '2' })).toBe('');
  });

  it('reads back into the same search, every match on one page', () => {
    const query = alertQuery('brand=kia&fuel=electric');
    expect(query).toMatchObject({ brand: 'kia', fuel: ['electric'], page: 1 });
    expect(query.pageSize).toBeGreaterThan(100_000);
  });
});
