/** A drawing of an API call in a code window; decoration only, hidden from assistive tech. */
export function ApiHeroArt() {
  return (
    <div
      aria-hidden="true"
      className="w-96 rotate-2 rounded-2xl bg-slate-950/80 font-mono text-sm shadow-2xl ring-1 ring-white/15 backdrop-blur-sm select-none"
    >
      <div className="flex gap-1.5 border-b border-white/10 px-4 py-3">
        <span className="size-3 rounded-full bg-rose-400" />
        <span className="size-3 rounded-full bg-amber-300" />
        <span className="size-3 rounded-full bg-emerald-400" />
      </div>
      <div className="space-y-1 px-5 py-4 leading-relaxed text-slate-200">
        <p>
          <span className="text-emerald-300">GET</span> /wholesale/v1/stock
        </p>
        <p className="text-slate-400">X-Api-Key: bk_live_…</p>
        <p className="pt-3 text-sky-300">200 OK</p>
        <p>{'{'}</p>
        <p className="pl-4">
          <span className="text-fuchsia-300">"productId"</span>: "elden-ring-pc",
        </p>
        <p className="pl-4">
          <span className="text-fuchsia-300">"inStock"</span>:{' '}
          <span className="text-amber-300">true</span>
        </p>
        <p>{'}'}</p>
      </div>
    </div>
  );
}
