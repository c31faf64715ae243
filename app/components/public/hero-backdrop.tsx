import { cn } from "~/lib/utils";

/**
 * Soft light and a faint grid behind dark bands. Pure CSS: nothing to download. `rings` adds large faint
 * orbits on wide screens; leave them out where controls sit on the right of the band.
 */
export function HeroBackdrop({
  tone = ["bg-brand-500/30", "bg-accent-400/10"],
  rings = true,
}: {
  tone?: [string, string];
  rings?: boolean;
} = {}) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className={cn("absolute -top-40 -right-32 size-[36rem] rounded-full blur-3xl", tone[0])} />
      <div className={cn("absolute -bottom-48 -left-24 size-[30rem] rounded-full blur-3xl", tone[1])} />
      {rings ? (
        <svg
          className="absolute top-1/2 right-[-8rem] hidden size-[44rem] -translate-y-1/2 text-white lg:block"
          viewBox="0 0 400 400"
          fill="none"
        >
          <circle cx="200" cy="200" r="90" stroke="currentColor" strokeOpacity=".10" />
          <circle cx="200" cy="200" r="140" stroke="currentColor" strokeOpacity=".08" strokeDasharray="2 6" />
          <circle cx="200" cy="200" r="190" stroke="currentColor" strokeOpacity=".06" />
          <circle cx="290" cy="200" r="5" className="fill-accent-400" />
          <circle cx="101" cy="101" r="3.5" fill="currentColor" fillOpacity=".5" />
          <circle cx="200" cy="10" r="3" fill="currentColor" fillOpacity=".35" />
          <circle cx="200" cy="200" r="36" className="fill-brand-500" fillOpacity=".25" />
        </svg>
      ) : null}
      <div
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage:
            "linear-gradient(to right, white 1px, transparent 1px), linear-gradient(to bottom, white 1px, transparent 1px)",
          backgroundSize: "56px 56px",
          maskImage: "radial-gradient(ellipse at 70% 20%, black 20%, transparent 70%)",
        }}
      />
    </div>
  );
}
