import { describe, expect, it } from 'vitest';
import { vehicleName } from '@/services/stock/vehicle-name';

describe('vehicle name', () => {
  it.each([
    [{ makeName: 'Fiat', modelName: 'Tipo', trim: 'Tipo 1.5 Hybrid 130 ch' }, 'Fiat Tipo 1.5 Hybrid 130 ch'],
    [{ makeName: 'Fiat', modelName: 'Tipo', trim: 'Tipo' }, 'Fiat Tipo'],
    [{ makeName: 'Fiat', modelName: 'Tipo', trim: 'Fiat Tipo Cross' }, 'Fiat Tipo Cross'],
    [{ makeName: 'MG', modelName: 'MG4', trim: 'MG4 Comfort 64 kWh' }, 'MG4 Comfort 64 kWh'],
    [{ makeName: 'MG', modelName: 'MG4', trim: 'Comfort' }, 'MG4 Comfort'],
    [{ makeName: 'Kia', modelName: 'EV3', trim: 'EV3 GT-Line' }, 'Kia EV3 GT-Line'],
    [{ makeName: 'Kia', modelName: 'Ceed', trim: 'Ceedline' }, 'Kia Ceed Ceedline'],
    [{ makeName: 'Fiat', modelName: 'Tipo', trim: '' }, 'Fiat Tipo'],
  ])('%o → %s', (vehicle, name) => {
    expect(vehicleName(vehicle)).toBe(name);
  });
});
