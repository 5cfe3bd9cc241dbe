import { useNavigate } from "react-router";
import type { DeviceSummary, PasskeySummary } from "../../../core/studio/studio-api.ts";
import { plainButton } from "../shared/buttons.ts";
import { formatTime } from "../shared/format-time.ts";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { rememberCsrfToken, signInPath, studioApi } from "../shared/studio-client.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { PasskeysSection } from "./PasskeysSection.tsx";
import { SignInListItem } from "./SignInListItem.tsx";

/**
 * The browsers signed in to the Studio, any of which can be signed out from here, and the
 * passkeys that may sign in beside the password.
 */
export function DevicesScreen({
  devices,
  passkeys,
}: {
  devices: DeviceSummary[];
  passkeys: PasskeySummary[];
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const { run } = useStudioAction();
  const navigate = useNavigate();

  const signOut = async (device: DeviceSummary) => {
    if (device.current) {
      await studioApi(`/devices/${encodeURIComponent(device.id)}`, { method: "DELETE" });
      rememberCsrfToken(undefined);
      await navigate(signInPath);
      return;
    }
    await run(async () => {
      await studioApi(`/devices/${encodeURIComponent(device.id)}`, { method: "DELETE" });
      return `${device.device} is signed out.`;
    });
    // The button pressed is gone with its device: carry on from the heading.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="devices-heading">
      <ScreenHeading id="devices-heading" headingRef={heading}>
        Signed-in devices
      </ScreenHeading>
      <p className="mt-2 text-muted">
        Each browser stays signed in for 30 days, or until it goes unused for 14. Sign out any you
        no longer use or do not recognise.
      </p>
      <ul className="mt-4 border-t border-line">
        {devices.map((device) => (
          <SignInListItem
            key={device.id}
            name={
              <>
                {device.device}
                {device.current && <span className="font-normal text-muted"> (this device)</span>}
              </>
            }
            when={`Signed in ${formatTime(device.createdAt)}, last used ${formatTime(device.lastUsedAt)}`}
          >
            <button
              type="button"
              onClick={() => signOut(device)}
              // Two browsers of the same kind read the same: the name also says when each
              // signed in, so that each button can be told apart without its row.
              aria-label={
                device.current
                  ? undefined
                  : `Sign out ${device.device}, signed in ${formatTime(device.createdAt)}`
              }
              className={plainButton}
            >
              {device.current ? "Sign out this device" : `Sign out ${device.device}`}
            </button>
          </SignInListItem>
        ))}
      </ul>
      <PasskeysSection
        passkeys={passkeys}
        deviceName={devices.find((device) => device.current)?.device ?? ""}
        afterRemoval={() => heading.current?.focus()}
      />
    </section>
  );
}
