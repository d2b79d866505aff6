/**
 * The composition root builds each service once per app: one search service (so one area index and one
 * listing cache) serves the listing, the hotel page, discovery and the booking's prices.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp } from '../../test/test-app.ts';
import { servicesBuilt } from './services.ts';
import { searchServiceCount } from './search/search.service.ts';

test('an app builds its services once, with one search service for every module that searches', async () => {
  const services = servicesBuilt();
  const searches = searchServiceCount();
  const { close } = await createTestApp();
  try {
    assert.equal(servicesBuilt() - services, 1, 'the composition root ran once');
    assert.equal(
      searchServiceCount() - searches,
      1,
      'one search service for the listing, hotel, discovery and booking',
    );
  } finally {
    await close();
  }
});
