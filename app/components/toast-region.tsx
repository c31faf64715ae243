/** sonner's toaster, loaded with the first toast (see toast.tsx); calls `onReady` once its live region is on the page. */
import { useEffect } from "react";
import { Toaster } from "sonner";

export default function ToastRegion({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    // the empty live region first, then the toast: an assistive technology hears it being added
    const timer = setTimeout(onReady, 50);
    return () => clearTimeout(timer);
  }, [onReady]);
  return <Toaster position="top-right" richColors closeButton duration={5000} />;
}
