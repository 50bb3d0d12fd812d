export const PostcodePort = Symbol.for('PostcodePort');

/** The street and city at a Dutch postcode and house number. */
export interface PostcodeAddress {
  readonly postcode: string;
  readonly street: string;
  readonly city: string;
}

/**
 * The NL postcode lookup (cart spec §5 "Postcode lookup is allowed only for country NL"). Throws PortError
 * 'not-found' when no address has that postcode and number, 'rejected' for a malformed postcode, 'unavailable' when
 * the service cannot be reached.
 */
export interface PostcodePort {
  lookUp(postcode: string, houseNumber: number, addition?: string): Promise<PostcodeAddress>;
}
