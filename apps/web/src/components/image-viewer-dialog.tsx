import { useEffect, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { componentsText } from './messages';

export interface ImageViewerDialogProps<TKey extends QueryKey = QueryKey> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** How to fetch the file; asked only while the dialog is open. */
  file: UseQueryOptions<Blob, Error, Blob, TKey>;
  /** Offered as the name when the file is saved. */
  fileName?: string;
}

/** An object URL for the blob, revoked when the blob changes or the viewer closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || blob.size === 0) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The Image Viewer dialog (spec 2 §2): fetches a file and shows it; images inline and PDFs in a
 * frame (the CSP allows blob: frames). `Loading image...` while loading, `No image available.`
 * when there is nothing to show.
 */
export function ImageViewerDialog<TKey extends QueryKey>({
  open,
  onOpenChange,
  title,
  description,
  file,
  fileName,
}: ImageViewerDialogProps<TKey>) {
  const t = useT(componentsText);
  const tc = useT(contractText);
  const query = useQuery({ ...file, enabled: open });
  const blob = query.data;
  const url = useObjectUrl(open ? blob : undefined);
  const kind = blob?.type.startsWith('image/') ? 'image' : blob?.type === 'application/pdf' ? 'pdf' : 'other';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[900px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={description ? undefined : 'sr-only'}>
            {description ?? t('storedFile')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex min-h-64 items-center justify-center rounded-md border bg-muted/30 p-2">
          {query.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              {tc('loadingImage')}
            </p>
          ) : !url || kind === 'other' ? (
            <p className="text-sm text-muted-foreground">{tc('noImage')}</p>
          ) : kind === 'image' ? (
            <img src={url} alt={title} className="max-h-[60vh] max-w-full rounded object-contain" />
          ) : (
            <iframe src={url} title={title} className="h-[60vh] w-full rounded bg-white" />
          )}
        </div>
        {url && kind !== 'other' && (
          <div className="flex justify-end">
            <Button variant="outline" size="sm" asChild>
              <a href={url} download={fileName ?? title}>
                <DownloadIcon aria-hidden="true" />
                {t('download')}
              </a>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
