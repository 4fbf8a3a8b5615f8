/** Shown while a page's code loads. */
export function PageFallback() {
  return (
    <div role="status" aria-busy="true" style={{ padding: '4rem 1rem', textAlign: 'center', color: '#5a6080' }}>
      <span style={{ display: 'inline-block', inlineSize: 32, blockSize: 32, borderRadius: '50%', border: '3px solid #d8dcf0', borderBlockStartColor: '#c9a227', animation: 'spin 1s linear infinite' }} />
    </div>
  );
}
