import { observer } from 'mobx-react-lite';
import { useStores } from '../app/stores-context';

/** The USP bar: the theme's messages with a bold and a normal label (catalogue spec §2). */
export const UspBar = observer(function UspBar() {
  const { theme } = useStores();
  if (theme.state.status !== 'ready' || theme.state.data.usps.length === 0) return null;
  return (
    <ul className="usp-bar">
      {theme.state.data.usps.map((usp) => (
        <li key={`${usp.bold}${usp.normal}`}>
          <strong>{usp.bold}</strong> {usp.normal}
        </li>
      ))}
    </ul>
  );
});
