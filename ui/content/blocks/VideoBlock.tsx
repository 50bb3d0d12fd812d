import { Play } from '../../components/icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messages } from '../messages';
import { text } from '../story-view';
import { type BlockProps } from './types';
import { videoSource } from './video-source';

/**
 * A video from YouTube or Vimeo behind a play button: nothing loads from the video host until the shopper asks for
 * it (no third-party requests or cookies on page load).
 */
export function VideoBlock({ block }: BlockProps) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const source = videoSource(text(block['url']));
  const title = text(block['title']) || intl.formatMessage(messages.videoTitle);
  if (!source) return null;
  return (
    <section className="cms-video">
      {text(block['title']) && <h2 className="cms-section-title">{title}</h2>}
      <div className="cms-video__frame">
        {playing ? (
          <iframe src={source.embed} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
        ) : (
          <button type="button" className="cms-video__play" onClick={() => setPlaying(true)}>
            <Play aria-hidden="true" size={40} />
            <span className="cms-video__label">
              <FormattedMessage {...messages.playVideo} />
            </span>
            <span className="cms-video__note">
              <FormattedMessage {...messages.videoConsent} values={{ host: source.host }} />
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
