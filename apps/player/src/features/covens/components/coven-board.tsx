import { useForm } from 'react-hook-form';
import { COVEN_BOARD_MESSAGE_MAX, validateBoardMessage } from '@grimhunt/contracts';
import { rule } from '../../../lib/form';
import { useBoard } from '../api/get-board';
import { usePostBoardMessage } from '../api/post-board-message';
import '../covens.css';

/** The members' message board: the newest first, a post box with a character count (members only). */
export function CovenBoard({ covenId }: { covenId: string }) {
  const board = useBoard(covenId);
  const post = usePostBoardMessage(covenId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const draft = watch('message');
  const problem = errors.message?.message ?? post.error?.message;
  const send = handleSubmit((values) => post.mutate(values.message.trim(), { onSuccess: () => reset() }));

  return (
    <div className="panel coven-board">
      <h2 className="section-title">Board</h2>
      <form className="coven-board__form" onSubmit={(event) => void send(event)}>
        <label className="sr-only" htmlFor="coven-board-message">
          Message to the coven
        </label>
        <textarea
          id="coven-board-message"
          className="input coven-board__input"
          rows={3}
          maxLength={COVEN_BOARD_MESSAGE_MAX}
          placeholder="Tell your coven where the ghosts are..."
          {...register('message', { validate: rule(validateBoardMessage) })}
        />
        <div className="coven-board__foot">
          <span className="muted">
            {draft.length}/{COVEN_BOARD_MESSAGE_MAX}
          </span>
          <button type="submit" className="btn btn--primary btn--small" disabled={post.isPending}>
            {post.isPending ? 'Posting...' : 'Post'}
          </button>
        </div>
        {problem && (
          <p className="alert alert--error" role="alert">
            {problem}
          </p>
        )}
      </form>
      {board.isError && (
        <p className="alert alert--error" role="alert">
          Could not load the board: {board.error.message}
        </p>
      )}
      {board.data?.length === 0 && <p className="muted">The board is empty. Say something ominous.</p>}
      <ol className="coven-board__list" aria-label="Messages">
        {board.data?.map((message) => (
          <li key={message.id} className="coven-board__message">
            <span className="coven-board__meta">
              <strong>{message.name}</strong>
              <time className="muted" dateTime={message.postedAt}>
                {new Date(message.postedAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })}
              </time>
            </span>
            <p className="coven-board__text">{message.message}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
