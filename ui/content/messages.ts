import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the home, CMS, blog and preview screens. */
export const messages = defineMessages({
  blog: { id: 'content.blog', defaultMessage: 'Blog', description: 'same in every language' },
  latestBlogs: { id: 'content.latestBlogs', defaultMessage: 'Latest blogs' },
  readArticle: { id: 'content.readArticle', defaultMessage: 'Read the article' },
  publishedOn: defineMessage<{ date: string }>({ id: 'content.publishedOn', defaultMessage: 'Published on {date}' }),
  noArticles: { id: 'content.noArticles', defaultMessage: 'There are no articles yet. Come back soon.' },
  pagination: { id: 'content.pagination', defaultMessage: 'Pages' },
  previousPage: { id: 'content.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'content.nextPage', defaultMessage: 'Next page' },
  pageNumber: defineMessage<{ page: number }>({ id: 'content.pageNumber', defaultMessage: 'Page {page}' }),
  carouselPrevious: { id: 'content.carouselPrevious', defaultMessage: 'Previous products' },
  carouselNext: { id: 'content.carouselNext', defaultMessage: 'Next products' },
  playVideo: { id: 'content.playVideo', defaultMessage: 'Play the video' },
  videoConsent: defineMessage<{ host: string }>({ id: 'content.videoConsent', defaultMessage: 'The video is played by {host}, which may set cookies.' }),
  videoTitle: { id: 'content.videoTitle', defaultMessage: 'Video', description: 'same in every language' },
  newsletterCoupon: { id: 'content.newsletterCoupon', defaultMessage: 'Subscribe and get a 10% coupon for your next order.' },
  unavailable: { id: 'content.unavailable', defaultMessage: 'This page could not be loaded. Please try again in a moment.' },
  tryAgain: { id: 'content.tryAgain', defaultMessage: 'Try again' },
  previewTitle: { id: 'content.previewTitle', defaultMessage: 'Preview' },
  previewLive: { id: 'content.previewLive', defaultMessage: 'Draft preview: changes made in the editor show here as you type.' },
  previewRefused: { id: 'content.previewRefused', defaultMessage: 'This preview link is not valid or has expired. Open the story again from the editor.' },
  previewMissing: { id: 'content.previewMissing', defaultMessage: 'The draft of this story could not be found.' },
});
