import { useIntl } from 'react-intl';
import { type ModalProps } from '../modals/modal-types';
import { messages } from './messages';

/** Body measurements per size, in cm: chest, waist, hips. */
const SIZE_TABLE: readonly (readonly [string, number, number, number])[] = [
  ['XS', 80, 64, 88],
  ['S', 86, 70, 94],
  ['M', 92, 76, 100],
  ['L', 98, 82, 106],
  ['XL', 104, 88, 112],
];

/** The size guide modal (catalogue spec §2 named modals): how to measure and the size table. */
export default function SizeGuideModal({ titleId }: ModalProps) {
  const intl = useIntl();
  return (
    <div className="modal-content product-modal">
      <h2 id={titleId} className="modal-content__title">
        {intl.formatMessage(messages.sizeGuide)}
      </h2>
      <p className="modal-content__text">{intl.formatMessage(messages.sizeGuideIntro)}</p>
      <table className="product-size-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.sizeColumn)}</th>
            <th scope="col">{intl.formatMessage(messages.chestColumn)}</th>
            <th scope="col">{intl.formatMessage(messages.waistColumn)}</th>
            <th scope="col">{intl.formatMessage(messages.hipsColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {SIZE_TABLE.map(([size, chest, waist, hips]) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              <td>{intl.formatNumber(chest)}</td>
              <td>{intl.formatNumber(waist)}</td>
              <td>{intl.formatNumber(hips)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="modal-content__text">{intl.formatMessage(messages.sizeGuideBetween)}</p>
    </div>
  );
}
