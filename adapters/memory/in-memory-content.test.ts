import { contentContract } from '../../testing/contracts/content.contract';
import { demoContent, InMemoryContent } from './in-memory-content';

contentContract('InMemoryContent', () => ({
  content: new InMemoryContent(demoContent),
  storeCode: 'en',
  pageSlug: 'en/about-us',
  blogSlug: 'blog',
  draft: { id: '99', fullSlug: 'en/new-collection' },
  editorLink: { spaceId: '1', timestamp: '1', token: 'editor-token' },
  previewToken: 'preview-token',
}));
