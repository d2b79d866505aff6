export {
  registerLabels,
  loadLabels,
  t,
  translate,
  hasLabel,
  labelsVersion$,
  resetLabelsForTests,
  LANGUAGES,
  type LabelDict,
  type TFunction,
} from './labels';
export { useT } from './use-t';
export { useTextLang } from './use-text-lang';
export { defineRemoteTexts, type RemoteTexts } from './remote-texts';
