import { CATERING_MODAL_NAME, preloadCateringModal } from "../../components/content/deferred-modals.tsx";
import { BrandTiles } from "../../components/home/brand-tiles.tsx";
import { useModalParam } from "../../components/modal/use-modal-param.ts";

type Props = Omit<Parameters<typeof BrandTiles>[0], "cateringHref" | "onCateringIntent">;

/** Home's brand tiles (videos on hover, the catering tile's slides) with the catering form's opener. */
export default function BrandTilesIsland(props: Props) {
  const modal = useModalParam(CATERING_MODAL_NAME);
  return <BrandTiles {...props} cateringHref={modal.openHref} onCateringIntent={preloadCateringModal} />;
}
