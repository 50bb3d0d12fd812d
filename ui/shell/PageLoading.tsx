/** What shows while the first route loads: the header's frame, so the page does not jump when it arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite" aria-busy="true">
      <div className="page-loading-bar" />
    </div>
  );
}
