import { featureMessages, sameInEveryLanguage, withValues } from '../i18n/feature-messages';

/** Texts of the home, CMS, blog and preview screens. */
export const messages = featureMessages('content', {
  blog: sameInEveryLanguage('Blog'),
  latestBlogs: 'Latest blogs',
  readArticle: 'Read the article',
  publishedOn: withValues<{ date: string }>('Published on {date}'),
  noArticles: 'There are no articles yet. Come back soon.',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: withValues<{ page: number }>('Page {page}'),
  carouselPrevious: 'Previous products',
  carouselNext: 'Next products',
  playVideo: 'Play the video',
  videoConsent: withValues<{ host: string }>('The video is played by {host}, which may set cookies.'),

  videoTitle: sameInEveryLanguage('Video'),
  newsletterCoupon: 'Subscribe and get a 10% coupon for your next order.',
  unavailable: 'This page could not be loaded. Please try again in a moment.',
  tryAgain: 'Try again',
  previewTitle: 'Preview',
  previewLive: 'Draft preview: changes made in the editor show here as you type.',
  previewRefused: 'This preview link is not valid or has expired. Open the story again from the editor.',
  previewMissing: 'The draft of this story could not be found.',
});
