// Jest: the English texts are registered before every test file, as the remote's entry does, so a
// feature rendered on its own (without RemoteRoot) reads its real texts.
import { texts } from './labels';

texts.registerEnglish();
