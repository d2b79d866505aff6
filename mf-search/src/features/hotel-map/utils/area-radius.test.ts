import { areaOfBounds, distanceKm } from './area-radius';

describe('search this area', () => {
  it('measures great-circle distances', () => {
    // Monas to Bundaran HI, Jakarta: about 2.3 km
    expect(distanceKm({ lat: -6.1754, lng: 106.8272 }, { lat: -6.1949, lng: 106.823 })).toBeCloseTo(2.2, 0);
  });

  it('covers the visible bounds with a whole-km radius around their centre', () => {
    const a = areaOfBounds(-6.25, 106.78, -6.15, 106.88);
    expect(a.lat).toBeCloseTo(-6.2, 3);
    expect(a.lng).toBeCloseTo(106.83, 3);
    expect(a.radiusKm).toBe(8);
  });

  it('keeps the radius within what the API accepts (1–50 km)', () => {
    expect(areaOfBounds(-6.2, 106.8, -6.1999, 106.8001).radiusKm).toBe(1);
    expect(areaOfBounds(-9, 100, 9, 120).radiusKm).toBe(50);
  });
});
