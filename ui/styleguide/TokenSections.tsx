import { FormattedMessage } from 'react-intl';
import { messages } from './messages';
import { Section } from './Section';
import { colourTokens, layoutTokens, motionTokens, spaceTokens, stateTokens, typeTokens } from './token-lists';
import { typeLabels } from './type-labels';
import { useTokenValues } from './use-token-values';

const allTokens = [
  ...colourTokens,
  ...stateTokens.flatMap((s) => [`--color-${s}`, `--color-${s}-tint`]),
  ...typeTokens,
  ...spaceTokens,
  ...motionTokens,
  ...layoutTokens,
];

type TokenValues = Readonly<Record<string, string | undefined>>;

function TokenValue({ value }: { value: string | undefined }) {
  return <code className="styleguide__value">{value || '…'}</code>;
}

function TokenConstants({ names, values }: { names: readonly string[]; values: TokenValues }) {
  return (
    <dl className="styleguide__constants">
      {names.map((name) => (
        <div key={name}>
          <dt>
            <code>{name}</code>
          </dt>
          <dd>
            <TokenValue value={values[name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The design tokens with the values the browser computed for them (VISUAL.md). */
export function TokenSections() {
  const values: TokenValues = useTokenValues(allTokens);
  return (
    <>
      <Section id="sg-colour" title={<FormattedMessage {...messages.colours} />}>
        <ul className="styleguide__swatches">
          {colourTokens.map((name) => (
            <li key={name} className="styleguide__swatch">
              <span className="styleguide__chip" style={{ background: `var(${name})` }} />
              <code>{name}</code>
              <TokenValue value={values[name]} />
            </li>
          ))}
        </ul>
        <h3>
          <FormattedMessage {...messages.states} />
        </h3>
        <ul className="styleguide__states">
          {stateTokens.map((state) => (
            <li key={state} className={`styleguide__state toast toast--${state}`}>
              <span className="toast__message">
                <FormattedMessage {...typeLabels[state]} />
              </span>
              <code>
                --color-{state} <TokenValue value={values[`--color-${state}`]} />
              </code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-type" title={<FormattedMessage {...messages.type} />}>
        <ul className="styleguide__type">
          {[...typeTokens].reverse().map((name) => (
            <li key={name}>
              <code>
                {name} <TokenValue value={values[name]} />
              </code>
              <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--leading-tight)' }}>
                <FormattedMessage {...messages.typeSample} />
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-space" title={<FormattedMessage {...messages.space} />}>
        <ul className="styleguide__space">
          {spaceTokens.map((name) => (
            <li key={name}>
              <span className="styleguide__bar" style={{ width: `var(${name})` }} />
              <code>
                {name} <TokenValue value={values[name]} />
              </code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-motion" title={<FormattedMessage {...messages.motion} />}>
        <p>
          <FormattedMessage {...messages.motionNote} />
        </p>
        <TokenConstants names={motionTokens} values={values} />
      </Section>

      <Section id="sg-layout" title={<FormattedMessage {...messages.layout} />}>
        <TokenConstants names={layoutTokens} values={values} />
      </Section>
    </>
  );
}
