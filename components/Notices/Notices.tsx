/**
 * Notices (toasts) of an island: one visible at a time, bottom-right, announced to screen readers.
 * Dismissed by the close button, a swipe, or a timeout (success only: a failure stays until the
 * visitor closes it, so nobody misses it). Alt+T moves focus to the visible notice.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Notices.css';

/** A link a notice offers as the next step (the booking page after a demo request). */
export interface NoticeAction {
  label: string;
  href: string;
}

export interface NoticeContent {
  title: string;
  text: string;
  tone: 'success' | 'failure';
  action?: NoticeAction;
}

export interface NoticeTexts {
  regionLabel: string;
  close: string;
}

/** How long a success notice stays; react-aria pauses it while hovered or focused. */
const successTimeoutMs = 6000;
/** How far a notice must be dragged sideways to be dismissed. */
const swipeDismissPx = 64;

export function useNoticeQueue() {
  const [queue] = useState(() => new ToastQueue<NoticeContent>({ maxVisibleToasts: 1 }));
  return {
    queue,
    show(notice: NoticeContent) {
      queue.add(notice, notice.tone === 'success' ? { timeout: successTimeoutMs } : undefined);
    },
  };
}

export function Notices({ queue, texts }: { queue: ToastQueue<NoticeContent>; texts: NoticeTexts }) {
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focusNotice = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const notice = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (notice) {
        event.preventDefault();
        notice.focus();
      }
    };
    document.addEventListener('keydown', focusNotice);
    return () => document.removeEventListener('keydown', focusNotice);
  }, []);
  return (
    <ToastRegion ref={regionRef} queue={queue} className={styles.region} aria-label={texts.regionLabel}>
      {({ toast }) => <Notice toast={toast} queue={queue} closeLabel={texts.close} />}
    </ToastRegion>
  );
}

function Notice({ toast, queue, closeLabel }: { toast: QueuedToast<NoticeContent>; queue: ToastQueue<NoticeContent>; closeLabel: string }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(offset) >= swipeDismissPx) queue.close(toast.key);
    start.current = null;
    setOffset(0);
  };
  const { title, text, tone, action } = toast.content;
  return (
    <Toast
      toast={toast}
      className={styles.notice[tone]}
      data-tone={tone}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span className={styles.icon}>
        <Icon name={tone === 'success' ? 'check' : 'alert'} />
      </span>
      <ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        <Text slot="description">{text}</Text>
        {action ? (
          <a className={styles.action} href={action.href} rel="noopener">
            {action.label}
          </a>
        ) : null}
      </ToastContent>
      <Button slot="close" aria-label={closeLabel} className={styles.close}>
        <Icon name="x" size="sm" />
      </Button>
    </Toast>
  );
}
