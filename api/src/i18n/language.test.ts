import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerLanguage, inLanguage, languageOfHeader } from './language.ts';
import { translated } from './translated.ts';

test('the answer speaks the first language of Accept-Language the product has', () => {
  assert.equal(languageOfHeader('th'), 'th');
  assert.equal(languageOfHeader('vi-VN,vi;q=0.9,en;q=0.8'), 'vi');
  assert.equal(languageOfHeader('fr-FR,id;q=0.5,en;q=0.7'), 'en');
  assert.equal(languageOfHeader('fr,de'), 'en');
  assert.equal(languageOfHeader('en;q=0.2, th;q=0.9'), 'th');
  assert.equal(languageOfHeader('id;q=0'), 'en');
  assert.equal(languageOfHeader(undefined), 'en');
  assert.equal(languageOfHeader(';;;,=q'), 'en');
  assert.equal(languageOfHeader('th,'.repeat(400)), 'en');
});

test('a record is in one language: its translation when it has every field, else all English', () => {
  const translations = { th: { name: 'ห้องดับเบิล' }, vi: { name: 'Phòng đôi', description: '' } };
  assert.deepEqual(translated({ name: 'Double' }, translations, 'th'), { name: 'ห้องดับเบิล', lang: 'th' });
  assert.deepEqual(translated({ name: 'Double', description: 'Big' }, translations, 'vi'), {
    name: 'Double',
    description: 'Big',
    lang: 'en',
  });
  assert.deepEqual(translated({ name: 'Double' }, {}, 'id'), { name: 'Double', lang: 'en' });
  assert.deepEqual(translated({ name: 'Double' }, null, 'en'), { name: 'Double', lang: 'en' });
});

test('the language travels with the work it was given to, and is English outside any', async () => {
  assert.equal(answerLanguage(), 'en');
  const seen = await inLanguage('vi', async () => {
    await new Promise((r) => setTimeout(r, 5));
    return answerLanguage();
  });
  assert.equal(seen, 'vi');
  assert.equal(translated({ name: 'Double' }, { th: { name: 'ห้องดับเบิล' } }).name, 'Double');
  assert.equal(
    inLanguage('th', () => translated({ name: 'Double' }, { th: { name: 'ห้องดับเบิล' } }).name),
    'ห้องดับเบิล',
  );
});
