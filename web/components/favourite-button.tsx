export type TFavouriteButtonProps = {
  boatId: string;
  boatName: string;
  /** `card`: a round heart over a card's picture; `page`: a labelled button on the boat page */
  variant: 'card' | 'page';
  className?: string;
};

/** CONTRACT ONLY (being implemented): the heart that adds or removes a boat from favourites. */
export function FavouriteButton({ boatName, className = '' }: TFavouriteButtonProps) {
  return <button type="button" aria-label={boatName} className={className} />;
}
